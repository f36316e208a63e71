import pages from '../../../shared/texts/en/pages.js';

/** The About page. */
export default {
  about: {
    documentTitle: pages.about.title,
    heading: 'About us',
    lead: 'A school activities programme run by pupils, teachers, families and volunteers.',
    whoHeading: 'Who we are',
    who: 'Agora began in a single classroom, with a chess club on Tuesday afternoons and a few pupils who were in no hurry to go home. Today the programme brings together pupils from every year group, the teachers who guide them, and the families and neighbours who lend a hand.',
    clubsHeading: 'Clubs and projects',
    clubs:
      'Clubs meet every week: robotics, gardening, music, drama, reading and chess among them. Alongside the clubs, small teams take on projects that last a term or a whole year, such as planting the school garden, recording songs written in class, or building a weather station for the playground.',
    familiesHeading: 'Families and volunteers',
    families:
      'Parents, grandparents, former pupils and local businesses give their time and skills: they coach a team, mend a bicycle, show how a camera works or bake for the spring fair. Every hour given makes room for another activity.',
    joinHeading: 'How to take part',
    join: 'Pupils can join any club at the start of a term by asking their class teacher. If you would like to volunteer, suggest an idea or simply ask a question, write to us: we answer every message.',
    projectsButton: 'Projects',
    contactButton: 'Contact',
  },
};
