/** Reactions (decision 0047): members' positive emoji on posts, comments, updates and help requests. */
export default {
  reactions: {
    label: 'Reactions to {{thing}}',
    button_one: '{{name}}, {{count}} reaction',
    button_other: '{{name}}, {{count}} reactions',
    names: {
      like: 'Like',
      love: 'Love',
      celebrate: 'Celebrate',
      idea: 'Great idea',
      applause: 'Applause',
      star: 'Star',
      hooray: 'Hooray',
      strong: 'Strong work',
      smile: 'Smile',
      rocket: 'Rocket',
    },
    whoReacted: 'Who reacted',
    andMore: 'and {{count}} more',
    formerPupil: 'Former pupil',
    thePost: 'the post “{{title}}”',
    theComment: 'the comment by {{name}}',
    theItem: '“{{title}}”',
  },
};
