/**
 * What the server itself writes in words, in English: the title and description in the HTML
 * of each page (what a shared link, a search result or the browser's tab shows before the
 * app runs), the feed and the mail. The app's own words are in src/web/locales; a page's
 * title here reads as the app's `<title>` for it (the browser tests compare them).
 */
export default {
  site: {
    title: 'Agora',
    description: 'Agora: the community of our school activities programme.',
  },
  pages: {
    about: { title: 'About · Agora', description: 'Who we are and what our school activities programme offers.' },
    forgotPassword: { title: 'Forgot your password? · Agora', description: 'Get a link to choose a new password for your Agora account.' },
    resetPassword: { title: 'Choose a new password · Agora', description: 'Choose a new password for your Agora account.' },
    project: { title: 'Projects · Agora', description: 'The projects of our school activities programme, in pictures.' },
    contact: { title: 'Contact · Agora', description: 'Write to the school activities programme.' },
    privacy: { title: 'Privacy Policy · Agora', description: 'What Agora stores, who sees it, and how to ask for its deletion.' },
    search: { title: 'Search · Agora', description: 'Find posts, collaborations and people of our school activities programme.' },
    licensing: { title: 'Licensing · Agora', description: 'The licences of the Agora software and of the pictures on this site.' },
  },
  home: {
    title: 'Agora · School activities programme',
    description: 'Agora is the community of our school activities programme: projects, clubs, stories and photos.',
  },
  blog: {
    listTitle: 'Blogs · Agora',
    listTitlePaged: 'Blogs, page {{page}} · Agora',
    postTitle: '{{title}} · Agora',
    description: 'Stories, news and photos from our school activities programme.',
    feedTitle: 'Agora blog',
  },
  account: {
    archiveReadme:
      'Your data from {{site}}, as it was on {{date}}.\n\ndata.json holds your account, your profile, your posts, the collaborations you created or\njoined, your updates and help requests, your notifications, your sign-ins and your open\nsessions. pictures/ holds the pictures you uploaded, each named by the id that data.json\nuses for it (a thumbnailId, or the value of an image block), at the largest size kept.',
  },
  mail: {
    notificationDigest: {
      subjectOne: 'Agora: 1 unread notification',
      subjectOther: 'Agora: {{count}} unread notifications',
      greeting: 'Hello {{name}},',
      intro: 'This is what happened in Agora that you have not read yet:',
      more: '…and {{count}} more.',
      openAll: 'Read them all on your notifications page:',
      why: 'You get this email, at most once a day, because you asked for it. To stop it, untick the daily email on that page.',
      signature: 'Agora',
      someone: 'Someone',
      kind: {
        collaboration_added: '{{actor}} added you to the collaboration “{{collaboration}}”.',
        collaboration_update: '{{actor}} posted an update in “{{collaboration}}”: {{item}}',
        collaboration_help: '{{actor}} asked for help in “{{collaboration}}”: {{item}}',
        collaboration_status: '{{actor}} marked “{{collaboration}}” as {{status}}.',
        post_unpublished: '{{actor}} took your post “{{post}}” off the site.',
        post_published: '{{actor}} put your post “{{post}}” back on the site.',
        review_approved: '{{actor}} approved your post “{{post}}”: it is published.',
        review_approved_update: '{{actor}} approved your update “{{item}}” in “{{collaboration}}”: it is published.',
        review_approved_help: '{{actor}} approved your request for help “{{item}}” in “{{collaboration}}”: it is published.',
        review_sent_back: '{{actor}} sent back your post “{{post}}” for changes: {{note}}',
        review_sent_back_update: '{{actor}} sent back your update “{{item}}” in “{{collaboration}}” for changes: {{note}}',
        review_sent_back_help: '{{actor}} sent back your request for help “{{item}}” in “{{collaboration}}” for changes: {{note}}',
        review_approved_collaboration: '{{actor}} approved your collaboration “{{collaboration}}”: it is on the board.',
        review_approved_collaboration_change: '{{actor}} approved your change to “{{collaboration}}”: everyone sees it now.',
        review_approved_profile: '{{actor}} approved the change to your profile: everyone sees it now.',
        review_sent_back_collaboration: '{{actor}} sent back your collaboration “{{collaboration}}” for changes: {{note}}',
        review_sent_back_collaboration_change: '{{actor}} sent back your change to “{{collaboration}}” for changes: {{note}}',
        review_sent_back_profile: '{{actor}} sent back the change to your profile for changes: {{note}}',
        review_waiting: 'Pupils’ work is waiting for your review.',
      },
      status: { active: 'active', inactive: 'inactive', completed: 'completed', deleted: 'deleted' },
    },
    passwordReset: {
      subject: 'Choose a new password for Agora',
      greeting: 'Hello {{name}},',
      asked: 'Someone, we hope you, asked to choose a new password for your Agora account.',
      openLink: 'Open this link within one hour to choose it:',
      notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
      signature: 'Agora',
    },
  },
};
