/**
 * The fresh sets of each round (paths relative to scripts/ats-eval), each frozen as a whole: every
 * SHA-256 is written here when the set lands, before any engine run reads it (null: not frozen yet).
 * A round's set is opened only with its flag, and only after refusal() says nothing against it.
 */
import { checkFrozen, type FrozenSet } from './freeze';

/**
 * The round-6 fresh sets (spent: opened at round 6's end, docs/ats/README.md). `files` of fresh/files
 * maps each resume file's path to its SHA-256.
 */
export const ROUND6_FRESH: FrozenSet = {
  files: [
    { path: 'fresh/jobs.texts.json', sha256: '223476b9e5704dad06cd3be79f079b13ed8238086470a8eb92a6980dfbdc7555' },
    { path: 'fresh/jobs.labels.json', sha256: '2b5812f528f52d56c049d85d25f69b097a4e84c01aa637ff0e2143eae925ff1b' },
    { path: 'fresh/jobs.a.json', sha256: 'a9883835120a421c132cb6e6fe97044c40b9e011633f717177bf97a52f3261bd' },
    { path: 'fresh/jobs.b.json', sha256: 'd65d95ccad33ee36da2add683a9d104ee1dd08879f306a8ca12687dad54397c6' },
    { path: 'fresh/resumes.texts.json', sha256: 'fcedb19b3aca9cfbe3cccf85ffccdf55916b8ee7467967f180518d916b3c83e4' },
    { path: 'fresh/resumes.labels.json', sha256: 'e2fe29283e3e02e28d1f37adb6e94d2de72e9c22626e9687fb106c519dd1e581' },
    { path: 'fresh/resumes.a.json', sha256: 'f66496d19fbb54134953b8f8e157c230ffbffb6cd289a8dfafb946a0c3d0deb3' },
    { path: 'fresh/resumes.b.json', sha256: '021cd8de52c3b5327000b84def76716c09751d365c890d7d12c6a3dfb3ee25bc' },
    { path: 'fresh/ranking-jobs.json', sha256: 'f62bb8ac08d3f1c34bb4d0d07c05a5ff62ea14c1244d54bf833d2d3d892702b0' },
  ],
  dirs: [
    {
      path: 'fresh/files',
      files: {
        'fresh/files/r6-31.pdf': 'f77caf539b22b240085c1e522282bad12c37be48d03b6c9cf7875755db157a22',
        'fresh/files/r6-32.pdf': 'd209a41d43ef5fb4af6afe09c145b2eeccf0c41e6141cf1ba48659ef408771aa',
        'fresh/files/r6-33.pdf': 'ca839112b26771521a5a7ce1a3feec3f0293d1950ebd759bdc79cd7988e3396f',
        'fresh/files/r6-34.pdf': '0173c003403bedf90f45d54d3901a60c3d415d32860641003dbf2d84f7939f03',
        'fresh/files/r6-35.pdf': '200386d34d867f02426e5febaa0edeb0b9af67215aedc8cbef093de9f57b6972',
        'fresh/files/r6-36.pdf': '359bd21a659effda39506030a18330e1da7c240d6b572472f4fbd2d58042e2dd',
        'fresh/files/r6-37.pdf': '64f29a1213abdea2fe1dfa1f343b3c1ad56451d44de114ea5720456042d6b5f6',
        'fresh/files/r6-38.pdf': 'a75ec5c721e3159319feb51af747f1eb7ed98517b520c3c673a22663210320b9',
        'fresh/files/r6-39.pdf': '14c8bb38f300027850daa2415b0d2fc11dd678418507f3e7cb0fe7a444b63bd8',
        'fresh/files/r6-40.pdf': '936ab5ff11b2376a39e5436b2eea1f8e31ce2a8f5a11e08370e913aa55f90611',
        'fresh/files/r6-41.docx': '9af6da6ed248e071fe84706bde63a688a1a5d7b10e1bbc96e248d1f10010f431',
        'fresh/files/r6-42.docx': 'd21b849fac6d7be698cdc3f7398d30be416818a364f688fb249c5bb745e4bc7e',
        'fresh/files/r6-43.docx': 'd4e8eb495722b15aa87f8ce5062f04e991d5c5f19c4ee2725ad76cc388e2da6c',
        'fresh/files/r6-44.docx': 'bdd4e8385b4fc2f2240406bbbb833529add2a5ce5716cc60eae396611b758b20',
        'fresh/files/r6-45.docx': 'cc12df271d4665e37a104ef3ca17934dcf554f7f237913ce0b81c5af6d6f793e',
        'fresh/files/r6-46.docx': '196661e2a42324536abb8de081bd72b9f7b0286468cb6b4ec790eac623ef383e',
        'fresh/files/r6-47.docx': '481e9428083fa5ce08a4047dad348478f1da41b344a529b52fcd75c60c69f49d',
        'fresh/files/r6-48.docx': '87d8e0c2e7f13d73d272156c470ebc24528e26c72457762ec4fb962e9d8530d1',
        'fresh/files/r6-49.docx': 'b63719eae5306c3c7baa4c7bc8eb4254d504a2fa3d009e488853b258fb6cb13a',
        'fresh/files/r6-50.docx': '6ed613dafea6ddce3ff9d19953f731f3d9c531bb5f669bfe0b0f1562a2b9e711',
      },
    },
  ],
};

/**
 * The round-7 fresh sets, as scripts/ats-eval/fresh7/README.md lists them ("Frozen texts", "Frozen
 * labels"): copied from there, never computed from the files.
 */
export const ROUND7_FRESH: FrozenSet = {
  files: [
    { path: 'fresh7/jobs.texts.json', sha256: 'ea97d8616a3292e61f51e76e0ab4141ba898b5d73857165530020e78ed8e5a5c' },
    { path: 'fresh7/jobs.labels.json', sha256: '7993d648e63e798709caa4bd00880c2b7c2f37cff3315092c9ed9f1847e736d8' },
    { path: 'fresh7/jobs.a.json', sha256: '7649b20bd1e31fae1df9365d0bc75913f274e0985b0e77d6e121e163d79a282a' },
    { path: 'fresh7/jobs.b.json', sha256: 'ca442549c34642ea8e5d1c9c92a7eaf2479738b678e94a40112d3f0abf8806b2' },
    { path: 'fresh7/resumes.texts.json', sha256: '55845cec79d11c27ecc46c78aa99ab746d6fb480757ced73da5c775d8ee6a795' },
    { path: 'fresh7/resumes.labels.json', sha256: '7c8b427cab0cd3ff3f51fbab6294ead04e15af689587716b7d610414188a8fa2' },
    { path: 'fresh7/resumes.a.json', sha256: 'af56ed1749c55162ddcadee87f762459a322eef0df6ce1174fc976b5600f7f32' },
    { path: 'fresh7/resumes.b.json', sha256: 'd21564588278f6c011e5b48ef106877b064fc6af7ceb712ce77619a23b250158' },
    { path: 'fresh7/ranking-jobs.json', sha256: '4515e1fb22108a314945f59c7b260c163a2ad95044d6391ae46fe17a2eb2d239' },
  ],
  dirs: [
    {
      path: 'fresh7/files',
      files: {
        'fresh7/files/r7-21.pdf': '30efd40ba72ac1ff312eaa60274566e9bfda5487443ac3ff8354bc61ff92cf3f',
        'fresh7/files/r7-22.pdf': 'c91e4b0c4e96fad4e98947d2d74a8506c3533c3aa38716848dbfae294c744a18',
        'fresh7/files/r7-23.pdf': '2ba92472bfd44f2759dfd758d3c06b1636f8d3ae4e8504ec049ace9bbf2d0f49',
        'fresh7/files/r7-24.pdf': '43188b014b9b997b831b28dd96c8c651b9f8f968f544fe9b452ad8b262bd91d2',
        'fresh7/files/r7-25.pdf': 'caf0d5927c066ea8be07ef8816efd1d4acad0172ed46bf49d46233fa0d664e56',
        'fresh7/files/r7-26.docx': '6933ea905d33eb55eee81c7bdf891312938ff2c92a79e2b4e432f21ccf679e64',
        'fresh7/files/r7-27.docx': 'e06f5eb7518b4a445f563e7073c77d602a78c7d4f064dafc260d67f69b91c602',
        'fresh7/files/r7-28.docx': '502e4c458b6e67e8a44e69cf685149b927b128dea633c862cfbe87b4a5731ff3',
        'fresh7/files/r7-29.docx': 'ffeed44dd0e755b48d83d7767f9cc8bd6d2526d0ba07fcda6e585a159612ea05',
        'fresh7/files/r7-30.docx': 'd54e36f453a9dcf5b043c36f2852e0f4f84ab821a5e189e2029a5de956657f59',
      },
    },
  ],
};

/**
 * The round-8 fresh sets, as scripts/ats-eval/fresh8/README.md lists them ("Frozen texts", "Frozen
 * labels"): the texts and files were frozen on 29 Nov 2026 before any labelling and before any engine
 * change of the round, the labels after their reconciliation and before any engine run.
 */
export const ROUND8_FRESH: FrozenSet = {
  files: [
    { path: 'fresh8/jobs.texts.json', sha256: 'aaed8f70ba04936329e81370fb30410c424a52649f8883e7635ceb2019d1b9b6' },
    { path: 'fresh8/jobs.labels.json', sha256: '78067f1fbb8c14a95f3157fbd745a5539115d945b757b02bdada4a6d9f1a2e90' },
    { path: 'fresh8/jobs.a.json', sha256: '379df4847dccd551758fc742f891369f8ad3f3b8e753be4548459909ee1e764e' },
    { path: 'fresh8/jobs.b.json', sha256: 'c8b2cba5eebe892a821c613509fa288fb91c068873dd01211a018a0b6ad07439' },
    { path: 'fresh8/resumes.texts.json', sha256: 'f59627ac417a0dfe875bea595e1d94d185de8880efc9c3d0b6242084d3920b52' },
    { path: 'fresh8/resumes.labels.json', sha256: '67e419596571a76f04dc413a68dc80daf0e086918990d9e832496601754afe0b' },
    { path: 'fresh8/resumes.a.json', sha256: '4fb0a09493a3ab6c70eb6e2d68b34b9d09d501a3c1a5bc94ed1e119f4fd9f7dc' },
    { path: 'fresh8/resumes.b.json', sha256: '4ff5c2cbaeff66f72f9db4a455a0fd81ac2e5630c25d4f95c0560866ee36a87a' },
    { path: 'fresh8/ranking-jobs.json', sha256: 'e7c73939215ee837879d671f2e31b3895604a4ae739cf844474e6c64dc3ad35d' },
  ],
  dirs: [
    {
      path: 'fresh8/files',
      files: {
        'fresh8/files/r8-21.pdf': '77e3cdef6252faeef0627e574295ef1d020761f32d31cd5923155ffe6dd2e939',
        'fresh8/files/r8-22.pdf': 'b0d41983ff8f1de28270952082de4285deb19d90a80d8b01586a117fbda746f8',
        'fresh8/files/r8-23.pdf': 'ad6b1fd25a6ceb3a28d821fe0493d4df7f45f59e516af4918c42cb912cd5c622',
        'fresh8/files/r8-24.pdf': '8a5f01b062dbbbb99e2a955b32c66713c827a8bf245b0693795fed54616fcfa6',
        'fresh8/files/r8-25.pdf': '9eabde7523a08e0954c4be1723cbe951c51dc2b97ebc1597c9ea530d2c7eb4ce',
        'fresh8/files/r8-26.docx': 'd4c91f4a7bf8e8629529fa38cb3e70c6cff731976e2364d7dc4f5a68ec5d72e7',
        'fresh8/files/r8-27.docx': '266b235d58627d10bb551593c43cf41a277b4587455a20097758efaf1162f1c7',
        'fresh8/files/r8-28.docx': '70789f0d1a783ce08cb65b5ec2c5be2bad2e0ab710470246d3d340bde349b0a5',
        'fresh8/files/r8-29.docx': '4578e6147f4c445df389e8bf8a8131ddf8cb039bdafe7df3ec745e82033b19ed',
        'fresh8/files/r8-30.docx': '660e7d7676d6624774c20e253d91b9f23d6bdb5b4752e832ae2772f417bca201',
      },
    },
  ],
};

export interface FreshRound {
  /** The flag that opens the set, once, at the round's end. */
  flag: string;
  /** For messages: "round-6". */
  name: string;
  /** The set's folder under scripts/ats-eval. */
  dir: string;
  frozen: FrozenSet;
  /** The variable above, for the refusal's message. */
  registry: string;
}

export const FRESH_ROUNDS: readonly FreshRound[] = [
  { flag: '--fresh', name: 'round-6', dir: 'fresh', frozen: ROUND6_FRESH, registry: 'ROUND6_FRESH' },
  { flag: '--fresh7', name: 'round-7', dir: 'fresh7', frozen: ROUND7_FRESH, registry: 'ROUND7_FRESH' },
  { flag: '--fresh8', name: 'round-8', dir: 'fresh8', frozen: ROUND8_FRESH, registry: 'ROUND8_FRESH' },
];

/** Why the round's set may not be opened under `root` (scripts/ats-eval), or null when every hash matches. */
export function refusal(root: string, round: FreshRound): string | null {
  const check = checkFrozen(root, round.frozen);
  if (check.ok) return null;
  return `${round.flag}: refusing to open the ${round.name} fresh sets: scripts/ats-eval/${check.file} is ${check.reason}. Write every SHA-256 of ${round.registry} in scripts/eval-ats/fresh-rounds.ts first (the set is frozen as a whole).`;
}
