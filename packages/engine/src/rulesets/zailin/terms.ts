// 风声再临's words for the ids its views show beyond cards (seed 001). Only presentation reads them.
import type { RulesetTerms } from '../../core/ruleset.ts';

export const ZAILIN_TERMS: RulesetTerms = {
  // The identity cards' victory conditions (身份牌, seed 001).
  campGoals: {
    red: {
      zh: '同阵营中一名玩家存有三张潜伏情报（红色），则该阵营玩家共同获胜。',
      en: 'Your camp wins together when one of you holds three red intel.',
    },
    blue: {
      zh: '同阵营中一名玩家存有三张军情情报（蓝色），则该阵营玩家共同获胜。',
      en: 'Your camp wins together when one of you holds three blue intel.',
    },
    neutral: {
      zh: '完成机密任务/存有六张真情报。同时宣胜的特工共同获胜，特工宣胜会导致非特工玩家宣胜失败。',
      en: 'You win by your character’s secret mission or by holding six true intel. Agents declaring together win together, and an agent’s declaration beats anyone else’s.',
    },
  },
  camps: {
    red: { zh: '潜伏', en: 'Underground' },
    blue: { zh: '军情', en: 'Military Intelligence' },
    neutral: { zh: '特工', en: 'Agent' },
  },
  colours: {
    red: { zh: '红', en: 'red' },
    blue: { zh: '蓝', en: 'blue' },
    black: { zh: '灰', en: 'grey' },
    dual: { zh: '双色', en: 'two-colour' },
  },
  deliveries: {
    secret: { zh: '密电', en: 'secret' },
    direct: { zh: '直达', en: 'direct' },
    text: { zh: '文本', en: 'text' },
  },
  // 001 ④「传递方式如下三种」, as printed (with its 通用规则: back at the sender, it must be taken).
  deliveryTexts: {
    secret: {
      zh: '卡牌面朝下传至右手边玩家，由该玩家选择是否接收；若拒收则情报继续往下传。情报无人接收而传回传出者时，传出者必须接收。',
      en: 'Passed face down to the player on your right, who takes it or lets it go on; back at the sender, they must take it.',
    },
    direct: {
      zh: '卡牌面朝下传至除自己外一名玩家，由该玩家选择是否接收；拒收则传回传出者，传出者必须接收。',
      en: 'Passed face down to one other player you name, who takes it or sends it back to the sender, who must take it.',
    },
    text: {
      zh: '卡牌面朝上传至右手边玩家，由该玩家选择是否接收；若拒收则情报继续往下传。情报无人接收而传回传出者时，传出者必须接收。',
      en: 'Passed face up to the player on your right, who takes it or lets it go on; back at the sender, they must take it.',
    },
  },
  marks: {
    encrypted: { zh: '加密', en: 'Encrypted: once received, it cannot be burnt, used or replaced' },
    turnable: { zh: '转向', en: 'Turnable: the sender chooses its direction' },
    anyDelivery: { zh: '任选传递方式', en: 'Any delivery: the sender chooses how it travels' },
  },
  variants: {
    blueDraws: {
      zh: '军情抽一张牌，潜伏、特工弃一张牌',
      en: 'Military Intelligence draws a card; the others discard one',
    },
    redDraws: {
      zh: '潜伏抽一张牌，军情、特工弃一张牌',
      en: 'The Underground draws a card; the others discard one',
    },
    neutralDraws: {
      zh: '特工抽一张牌，潜伏、军情弃一张牌',
      en: 'An agent draws a card; the others discard one',
    },
    codes1: {
      zh: '被抽一张牌，或：特工“我是好人”，潜伏“我是卧底”，军情“我是间谍”',
      en: 'Let them take a card, or say: agent "good guy", Underground "mole", Military Intelligence "spy"',
    },
    codes2: {
      zh: '被抽一张牌，或：特工“我是卧底”，潜伏“我是间谍”，军情“我是好人”',
      en: 'Let them take a card, or say: agent "mole", Underground "spy", Military Intelligence "good guy"',
    },
    codes3: {
      zh: '被抽一张牌，或：特工“我是间谍”，潜伏“我是好人”，军情“我是卧底”',
      en: 'Let them take a card, or say: agent "spy", Underground "good guy", Military Intelligence "mole"',
    },
    tableA: { zh: '听风：蓝　看雨：灰　日落：红', en: 'Wind: blue · Rain: grey · Sunset: red' },
    tableB: { zh: '听风：红　看雨：蓝　日落：灰', en: 'Wind: red · Rain: blue · Sunset: grey' },
    tableC: { zh: '听风：灰　看雨：红　日落：蓝', en: 'Wind: grey · Rain: red · Sunset: blue' },
    redDiscards: {
      zh: '作为情报接收时：潜伏弃一张牌；军情、特工抽一张或弃一张',
      en: 'Received as intel: the Underground discards a card; the others draw or discard one',
    },
    blueDiscards: {
      zh: '作为情报接收时：军情弃一张牌；潜伏、特工抽一张或弃一张',
      en: 'Received as intel: Military Intelligence discards a card; the others draw or discard one',
    },
    redDrawsOne: {
      zh: '作为情报接收时：潜伏抽一张牌；军情、特工抽一张或两张',
      en: 'Received as intel: the Underground draws a card; the others draw one or two',
    },
    blueDrawsOne: {
      zh: '作为情报接收时：军情抽一张牌；潜伏、特工抽一张或两张',
      en: 'Received as intel: Military Intelligence draws a card; the others draw one or two',
    },
    neutralDrawsOne: {
      zh: '作为情报接收时：特工抽一张牌；潜伏、军情抽一张或两张',
      en: 'Received as intel: an agent draws a card; the others draw one or two',
    },
  },
  probeEffects: {
    draw2: { zh: '抽两张牌', en: 'draw two cards' },
    discard1: { zh: '弃一张牌', en: 'discard a card' },
  },
  choiceValues: {
    twoCards: { zh: '舍弃两张手牌', en: 'Discard two hand cards' },
    draw1: { zh: '抽一张牌', en: 'Draw a card' },
    turnUp: { zh: '翻开并抽一张牌', en: 'Turn it up and draw a card' },
    leaveIt: { zh: '不翻开且不抽牌', en: 'Leave it, draw nothing' },
    swapThem: { zh: '将两者替换', en: 'Swap them' },
    keepThem: { zh: '不予替换', en: 'Leave them' },
    threeCards: { zh: '舍弃三张手牌', en: 'Discard three hand cards' },
    beInspected: { zh: '被检视身份', en: 'Have your identity looked at' },
    guessRed: { zh: '潜伏', en: 'Underground' },
    guessBlue: { zh: '军情', en: 'Military Intelligence' },
    guessNeutral: { zh: '特工', en: 'Agent' },
    eachOne: { zh: '所有玩家各一张', en: 'One from every player' },
    twoFromOne: { zh: '一名玩家两张', en: 'Two from one player' },
    draw2: { zh: '抽两张牌', en: 'Draw two cards' },
    discard1: { zh: '弃一张牌', en: 'Discard a card' },
    giveCard: { zh: '被抽一张牌', en: 'Let them take a card' },
    sayGood: { zh: '“我是好人”', en: '"I am a good guy"' },
    sayMole: { zh: '“我是卧底”', en: '"I am the mole"' },
    saySpy: { zh: '“我是间谍”', en: '"I am a spy"' },
    wind: { zh: '听风', en: 'Hear the wind' },
    rain: { zh: '看雨', en: 'Watch the rain' },
    sunset: { zh: '日落', en: 'Sunset' },
    right: { zh: '向右传', en: 'To the right' },
    left: { zh: '向左传', en: 'To the left' },
    show: { zh: '公开', en: 'Show it to all' },
    keep: { zh: '不公开', en: 'Keep it to yourself' },
    reveal: { zh: '翻开身份牌', en: 'Turn your identity card up' },
  },
  prompts: {
    'identity.answer': { zh: '根据身份选择', en: 'Choose, as your identity allows' },
    'identity.reveal': { zh: '城府：是否翻开身份牌', en: 'Hidden Depths: turn your identity card up?' },
    'swap.direction': { zh: '调包：选择传递方向', en: 'Switch: choose the direction' },
    'dangerousIntel.discard': {
      zh: '危险情报：选择舍弃的手牌',
      en: 'Dangerous Intel: choose a card to discard',
    },
    'dangerousIntel.also': {
      zh: '核燃机体：可额外指定一个目标',
      en: 'Nuclear Frame: you may name one more target',
    },
    'dangerousIntel.first': {
      zh: '核燃机体：选择先执行的目标',
      en: 'Nuclear Frame: choose which target it acts on first',
    },
    'secretOrder.code': { zh: '秘密下达：宣言暗号', en: 'Secret Order: name a code' },
    'skill.diversion.return': {
      zh: '声东击西：选择奉还的手牌',
      en: 'Diversion: choose the cards to give back',
    },
    'skill.scheming.show': { zh: '算计：选择展示的手牌', en: 'Scheming: choose the card to show' },
    'skill.collusion.own': { zh: '合谍：选择你的一张真情报', en: 'Collusion: choose one of your true intel' },
    'skill.plotInPlot.price': {
      zh: '计中计：舍弃一张破译或两张手牌',
      en: 'Plot within a Plot: discard a Decode or two hand cards',
    },
    'skill.plotInPlot.two': {
      zh: '计中计：选择舍弃的两张手牌',
      en: 'Plot within a Plot: choose two hand cards to discard',
    },
    'skill.relay.give': { zh: '联动：选择给予对方的手牌', en: 'Relay: choose a hand card to give them' },
    'skill.masquerade': { zh: '乔装：选择获取的技能', en: 'Masquerade: choose the skill to take' },
    'skill.buyOff.give': {
      zh: '收买：选择给予对方的四张手牌',
      en: 'Buy Off: choose four hand cards to give',
    },
    'skill.buyOff.intel': { zh: '收买：选择对方的一张情报', en: 'Buy Off: choose one of their intel' },
    'skill.bloodStain.card': {
      zh: '血染：选择分予的假情报（或结束，其余舍弃）',
      en: 'Blood Stain: choose a false intel to give (or stop: the rest are discarded)',
    },
    'skill.bloodStain.seat': { zh: '血染：选择接收的玩家', en: 'Blood Stain: choose who receives it' },
    'skill.wither': {
      zh: '凋零：烧毁自己一张真情报或弃两张手牌',
      en: 'Wither: burn one of your true intel or discard two hand cards',
    },
    'skill.wither.two': { zh: '凋零：选择舍弃的两张手牌', en: 'Wither: choose two hand cards to discard' },
    'skill.fatalBlow.discard': {
      zh: '致命一击：选择舍弃的手牌',
      en: 'Fatal Blow: choose a hand card to discard',
    },
    'skill.fatalBlow.intel': {
      zh: '致命一击：选择弃牌堆中的一张危险情报',
      en: 'Fatal Blow: choose a Dangerous Intel in the discard pile',
    },
    // Batch C characters (小马哥 …).
    'skill.dieForTheCause': {
      zh: '成仁取义：选择舍弃的三张灰色手牌',
      en: 'Die for the Cause: choose three grey hand cards to discard',
    },
    'skill.dieForTheCause.card': {
      zh: '成仁取义：选择弃牌堆中的一张牌',
      en: 'Die for the Cause: choose a card of the discard pile',
    },
    'skill.dieForTheCause.to': {
      zh: '成仁取义：指定成功接收的玩家',
      en: 'Die for the Cause: choose who receives it',
    },
    'skill.outOfTheFire': {
      zh: '险境还生：选择烧毁自己的一张假情报',
      en: 'Out of the Fire: choose one of your false intel to burn',
    },
    'skill.outOfTheFire.other': {
      zh: '险境还生：可同时烧毁他人一张情报',
      en: "Out of the Fire: you may burn one of another player's intel too",
    },
    'skill.loneWolf': {
      zh: '单枪匹马：选择舍弃的手牌（任意张）',
      en: 'Lone Wolf: choose any number of hand cards to discard',
    },
    'skill.unseenHand': {
      zh: '窃于无形：选择抽取手牌的玩家',
      en: 'Unseen Hand: choose whose hand to take a card from',
    },
    'skill.hatTrick': {
      zh: '帽子戏法：选择与原情报洗混的手牌（至少两张）',
      en: 'Hat Trick: choose at least two hand cards to shuffle with the intel',
    },
    'sowDiscord.target': { zh: '离间：选择新的目标', en: 'Sow Discord: choose the new target' },
    // Batch B characters (老金 … 刀锋).
    'skill.burnTheBoats.show': {
      zh: '破釜沉舟：检视牌库底的牌，选择是否公开',
      en: 'Burn the Boats: you have looked at the bottom card; show it to all?',
    },
    'skill.burnTheBoats.to': {
      zh: '破釜沉舟：指定成功接收的玩家',
      en: 'Burn the Boats: choose who receives it',
    },
    'skill.orioleStrikes.to': {
      zh: '黄雀在后：指定成功接收的玩家',
      en: 'The Oriole Strikes Last: choose who receives it',
    },
    'skill.masterPlanZailin.top': {
      zh: '运筹帷幄：依次放回牌库顶（最后选的在最上）',
      en: 'Master Plan: put them back on top one by one (the last one is the top)',
    },
    'skill.drawTheSwordZailin.to': {
      zh: '亮剑：指定接收的玩家（无法拒收）',
      en: 'Draw the Sword: choose who must receive it',
    },
    // Batch D characters (情报处长 …).
    'skill.dragonSwap.discard': {
      zh: '偷龙转凤：选择舍弃的手牌',
      en: 'Steal the Dragon: choose a hand card to discard',
    },
    'skill.dragonSwap': {
      zh: '偷龙转凤：已检视情报与牌库顶的牌，是否将两者替换',
      en: 'Steal the Dragon: you have seen the intel and the deck top; swap them?',
    },
    'skill.clue.card': { zh: '线索：选择一张加入手牌', en: 'Clue: choose a card to take into your hand' },
    'skill.truthZailin': { zh: '真相：选择宣言身份的玩家', en: 'The Truth: choose whose identity you name' },
    'skill.truthZailin.camp': { zh: '真相：宣言其身份', en: 'The Truth: name their identity' },
    'skill.truthZailin.intel': {
      zh: '真相：选择对方一张未加密情报成功接收',
      en: 'The Truth: choose one of their unencrypted intel to receive',
    },
    'skill.interrogate': {
      zh: '拷问：选择舍弃两张手牌、烧毁自己一张真情报或被检视身份',
      en: 'Interrogate: discard two hand cards, burn one of your true intel, or have your identity looked at',
    },
    'skill.interrogate.two': {
      zh: '拷问：选择舍弃的两张手牌',
      en: 'Interrogate: choose two hand cards to discard',
    },
    'skill.employment': { zh: '雇佣关系：指定雇主', en: 'Employment: name your employer' },
    'skill.employmentFalse': {
      zh: '雇佣关系：雇主收到假情报，舍弃一张手牌',
      en: 'Employment: your employer received a false intel; discard a hand card',
    },
    'skill.assassinate.price': {
      zh: '暗杀：烧毁自己一张真情报或舍弃三张手牌',
      en: 'Assassination: burn one of your true intel or discard three hand cards',
    },
    'skill.assassinate.three': {
      zh: '暗杀：选择舍弃的三张手牌',
      en: 'Assassination: choose three hand cards to discard',
    },
    'skill.assassinate': {
      zh: '暗杀：选择对方成功接收的假情报',
      en: 'Assassination: choose the false intel they receive',
    },
    'skill.nuclearChip.card': {
      zh: '核能芯片：选择作为情报的手牌',
      en: 'Nuclear Chip: choose the hand card to give as intel',
    },
    'skill.nuclearChip.to': {
      zh: '核能芯片：指定成功接收的玩家',
      en: 'Nuclear Chip: name the player who receives it',
    },
    'skill.dangerousLiaison': { zh: '危机关系：指定仇敌', en: 'Dangerous Liaison: name your enemy' },
    'skill.inLovesName': {
      zh: '以爱宣名：宣言接收者抽两张牌或被你抽一张牌',
      en: "In Love's Name: announce that the receiver draws two cards, or that you take one of their cards",
    },
    'skill.urgentOrder': {
      zh: '紧急下达：选择对方作为情报传出的手牌',
      en: 'Urgent Order: choose the card they must send as intel',
    },
  },
};
