/**
 * The title and description of the pages whose HTML the server writes them in (what a shared
 * link, a search result or the browser's tab shows before the app runs), in English: the
 * server's texts (src/server/core/i18n) put them in the HTML, and the app's catalogue parts set
 * the same titles as the page's `<title>` once it runs, so the tab does not change as the app
 * takes the page over. By page name (src/shared/pages.ts), the blog's list and posts together.
 */
export default {
  about: {
    title: 'About · Agora',
    description: 'Who we are and what our school activities programme offers.',
  },
  forgotPassword: {
    title: 'Forgot your password? · Agora',
    description: 'Get a link to choose a new password for your Agora account.',
  },
  resetPassword: {
    title: 'Choose a new password · Agora',
    description: 'Choose a new password for your Agora account.',
  },
  join: {
    title: 'Your invitation · Agora',
    description: 'You were invited to Agora: create your account with the link you were given.',
  },
  project: {
    title: 'Projects · Agora',
    description: 'The projects of our school activities programme, in pictures.',
  },
  contact: {
    title: 'Contact · Agora',
    description: 'Write to the school activities programme.',
  },
  privacy: {
    title: 'Privacy Policy · Agora',
    description: 'What Agora stores, who sees it, and how to ask for its deletion.',
  },
  search: {
    title: 'Search · Agora',
    description: 'Find posts, collaborations and people of our school activities programme.',
  },
  licensing: {
    title: 'Licensing · Agora',
    description: 'The licences of the Agora software and of the pictures on this site.',
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
  },};
