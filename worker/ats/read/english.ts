/**
 * Frequent words of general English prose (verbs, nouns and adjectives of everyday writing),
 * shipped as data so the engine needs no corpus. A word here is weak evidence of fit even when
 * one taxonomy alias happens to contain it ("keep" in "book keeping", "fast" in "fast food"):
 * idf.ts caps its weight, unless the word is a skill on its own ("painting", "swimming").
 */
export const GENERAL_ENGLISH = `
able about above accept according account across act action actually add added adding address
afford after afternoon again age ago agree ahead aim air allow almost alone along already although
always among amount announce another answer anyone anything anyway appear approve arrive article
ask asked attempt attention aware away back bad bag base based basis bear beat beautiful became
become becomes before began begin beginning behind believe below beside besides beyond bill bit
black block blue board body book born both bottom box break bright bring broad brother brought
budget busy buy call called came can care carry case cases catch cause center central certain
certainly chance chapter character charge cheap check child children choice choose chosen church
circle claim class clean clear clearly close closed cold collect color colour come comes coming
common compare concern condition consider considered contact continue continued control cost could
count country couple course cover cross cut dark data date daughter dead dear decide decided
decision deep define degree depend design detail determine die difference difficult direct
direction directly discover discuss distance divide doctor door double doubt down draw dream dress
drink drive drop dry due during early earn earth easily east easy eat edge effect effort eight
either else email employee employees enable enjoy enough enter entire equal especially even evening
event events ever everyone everything exact exactly example except exchange exist expect explain
express extra eye face fact fail fair fall family far fast father fear feel feeling felt few figure
fill final finally find fine finish fire firm fit five fix floor fly follow food foot force form
forward found four free fresh friend friends front full fully fun future gain game gave general
generally girl give glad glass go goes going gone got govern great green ground group guess guide
half hand happen happy hard head hear heard heart heavy held hello help here herself high hill
himself hold home hope hot hour hours house however huge human hundred idea imagine important
increase indeed inside instead interest into issue issues item items itself join joined journey
judge jump just keep kept kind knew know known lady land language large last late later laugh law
lay lead learn least leave led left less let letter life light likely line lines list listen
little live lived living local long look lost lot loud love low made main mainly maintain manner
mark market matter maybe mean meaning means measure meet meeting memory mention message middle
might mind minute miss mistake model modern moment money month moon more morning most mother move
moved movement much music myself name narrow nation natural nature near nearly necessary neck
never next nice night nine none normal north note nothing notice number numbers object obtain
obvious occur offer often old once only open opened opinion opposite order ordinary original
outside owner page paid pair paper parent park particular particularly party pass past path pay
people perhaps period permit pick picture piece plan plane plant play please point points poor
popular possible post pound power practice prefer prepare press pretty price print probably
problem problems process produce product program promise proper protect prove public pull purpose
push put question quick quiet quite race raise ran rate rather reach read ready realize really
reason receive received recent recently record red reduce regard region remain remember remove
repeat reply request rest return rich ride right ring rise river road rock room round rule run
safe said sale save saw say scale school science sea season second seem seen select sell send
sense sent separate serious serve service set settle seven shape share sharp sheet shop short
shot should shoulder show shown side sign signal simple simply since single sister sit site
situation six size skin sky sleep slow small smile snow social soft soil sold son soon sort sound
south space speak special speed spend spent spirit spot spread spring square stage stand star
state station stay step still stock stone stood stop store story straight strange street stretch
strike strength student study stuff style subject success such sudden suddenly suggest suit summer
sun supply suppose sure surface surprise sweet table tail talk tall taught teach teacher tell ten
term test than thank that thing things think third thought thousand three through throw thus tie
till tiny today together told tomorrow tone tonight took total touch toward towards town trade
travel tree trip trouble true trust truth try turn twelve twenty type under unit until upon usual
usually value various view visit voice wait walk wall want war warm wash watch water wave way wear
weather week weekly weight west whatever whether white whole why wide wife wild win wind window
winter wish within without woman women wonder wood word words wore worth would wrong yard yes yet
young yourself
`;
