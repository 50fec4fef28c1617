/** The review configuration screens' wording (/config/review/*), in every UI language. */
export const reviewConfigEn = {
  levels: { title: 'Review levels' },
  flows: { title: 'Review flows' },
  switches: { title: 'Review switches' },
};

export const reviewConfigZh: typeof reviewConfigEn = {
  levels: { title: '审核级别' },
  flows: { title: '审核流' },
  switches: { title: '审核开关' },
};
