/**
 * The one English catalogue. Texts quoted by SPEC.md are kept word for word (including the
 * upper-case navigation labels): tests and users find things by these words.
 */
export const en = {
  app: {
    name: 'Agora',
    skipToContent: 'Skip to content',
  },
  nav: {
    label: 'Main',
    mobileLabel: 'Mobile',
    homeLink: 'Agora home',
    home: 'HOME',
    projects: 'PROJECTS',
    project: 'Project {{number}}',
    about: 'ABOUT',
    blog: 'BLOG',
    contact: 'CONTACT US',
    profile: 'PROFILE',
    signIn: 'SIGN IN',
    avatarAlt: 'Profile',
    openMenu: 'Open menu',
  },
  footer: {
    label: 'Footer',
    copyright: '© 2024 Agora',
    about: 'About',
    privacy: 'Privacy Policy',
    licensing: 'Licensing',
    contact: 'Contact',
  },
  loading: {
    text: 'Loading…',
  },
  confirm: {
    yes: 'Yes',
    no: 'No',
  },
  imageViewer: {
    title: 'Image viewer',
    position: 'Image {{current}} of {{total}}',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close image viewer',
  },
  errors: {
    documentTitle: 'Error · Agora',
    unexpected: 'Unexpected Application Error!',
    hint: 'Something went wrong on our side. Please try again, or start again from the home page.',
    backHome: 'Back to the home page',
    network: 'We could not reach the server. Please check your connection and try again.',
    badResponse: 'The server sent an answer we could not read. Please try again.',
    http: 'Something went wrong on the server (error {{status}}). Please try again.',
  },
  notFound: {
    documentTitle: 'Page not found · Agora',
    heading: 'Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  signIn: {
    documentTitle: 'Sign in · Agora',
    heading: 'Sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
  },
  profileHub: {
    documentTitle: 'Profile · Agora',
    heading: 'Welcome, {{name}}',
    headingFallback: 'Welcome',
    profile: 'Profile',
    collaboration: 'Collaboration',
    createBlog: 'Create Blog',
    blogPosts: 'Blog Posts',
    logout: 'Logout',
  },
};

export type Catalogue = typeof en;
