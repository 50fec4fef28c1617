/** The review screens' and notifications' wording, in every UI language. */
export const reviewEn = {
  list: { title: 'Review' },
  notify: { title: 'Notifications' },
};

export const reviewZh: typeof reviewEn = {
  list: { title: '审核' },
  notify: { title: '通知' },
};
