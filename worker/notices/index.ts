/** Side effects written with the change, delivered after the answer. Its face: what the other concerns and the composition root use. */
export { ACCEPTS_TARGETED_SQL, EMAILS_ON_SQL, optedIn, switchOn } from './preferences';
export {
  deadNotices,
  deliverAfterAnswer,
  deliverAfterWindow,
  deliverNotice,
  leftBehindNotices,
  noticeDead,
  type NoticeEnv,
  type NoticeHandlers,
  noticeIntent,
  retryDeadNotice,
} from './service';
export { heldStatusNotice } from './store';
