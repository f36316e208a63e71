import pages from '../../../shared/texts/en/pages.js';

/** Signing in and choosing a new password. */
export default {
  signIn: {
    documentTitle: 'Sign in · Agora',
    heading: 'Sign in',
    /**
     * Under the heading, when a visitor followed the link of a page for members (a forwarded
     * one, say): what they opened, and why they must sign in (features/auth/sign-in-reason.ts).
     */
    forMembers: {
      post: 'This post is for members of the programme; sign in to read it.',
      collaboration: 'This collaboration is for members of the programme; sign in to see it.',
      update: 'This collaboration update is for members of the programme; sign in to read it.',
      helpRequest: 'This request for help is for members of the programme; sign in to read it.',
      board: 'The collaboration board is for members of the programme; sign in to see it.',
      page: 'This page is for members of the programme; sign in to see it.',
      adminPage: "This page is for the programme's administrators; sign in to see it.",
    },
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    codeDocumentTitle: 'Enter your code · Agora',
    codeHeading: 'Enter your code',
    codeIntro: 'Open the authenticator app on your phone and enter the 6-digit code it shows for Agora.',
    backupIntro: 'Enter one of the backup codes you saved when you set up the app. Each code works once.',
    code: 'Code',
    backupCode: 'Backup code',
    verify: 'Verify',
    useBackup: 'Use a backup code instead',
    useApp: 'Use the code from your app instead',
    startAgain: 'Start again with your password',
    stepGone: 'This sign-in step has expired. Please start again with your password.',
    forgotPassword: 'Forgot your password?',
  },
  passwordReset: {
    forgotDocumentTitle: pages.forgotPassword.title,
    forgotHeading: 'Forgot your password?',
    forgotIntro: 'Enter the email you sign in with. We will send it a link to choose a new password.',
    email: 'Email',
    send: 'Send me a link',
    sent: 'If an account uses this email, we have sent it a link to choose a new password. The link works for one hour.',
    noMail:
      "This site cannot send email, so a forgotten password is reset by the programme's administrators. Please ask one of them.",
    loading: 'Loading…',
    backToSignIn: 'Back to sign in',
    resetDocumentTitle: pages.resetPassword.title,
    resetHeading: 'Choose a new password',
    resetIntro: 'Your new password ends every session of your account: you sign in again with it.',
    newPassword: 'New password',
    save: 'Save the new password',
    saved: 'Your password is changed. Sign in with it now.',
    signIn: 'Sign in',
    linkIncomplete: 'This link is not complete. Please open the whole link from the email, or ask for a new one.',
    askAgain: 'Ask for a new link',
    // The link a new site's first start prints, for its administrator (?welcome=1).
    welcomeDocumentTitle: 'Welcome to Agora',
    welcomeHeading: 'Welcome to Agora',
    welcomeIntro: "Choose the password of your administrator account. You sign in with it and the email printed beside this link in the server's console.",
    welcomeSave: 'Save my password',
    welcomeSaved: 'Your password is saved. Sign in with it now.',
    welcomeNewLink: 'For a new link, run this where the server runs: npm run user:reset-password -- --email YOUR-EMAIL --link',
  },
};
