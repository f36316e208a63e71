/** The Security screen. */
export default {
  security: {
    documentTitle: 'Security · Agora',
    heading: 'Security',
    intro: 'Keep your account safe: add a second step to signing in, sign out on other devices, or change your password.',
    cancel: 'Cancel',
    password: 'Password',

    secondFactor: 'Second factor',
    secondFactorIntro:
      'With an authenticator app, signing in asks for your password and then a 6-digit code from your phone, so a stolen password alone is not enough.',
    loadingFactor: 'Loading…',
    errorFetchingFactor: 'Error fetching your second factor',
    noFactor: 'No authenticator app is set up for your account.',
    /** The set-up app's name in its row (the server's `friendlyName` is English, for the API). */
    appName: 'Authenticator app',
    setUp: 'Set up an authenticator app',
    enablePasswordHint: 'To set up an authenticator app, first enter your password.',
    continue: 'Continue',
    scanHeading: 'Set up your authenticator app',
    scanStep: 'Scan this QR code with the authenticator app on your phone.',
    qrAlt: 'QR code for your authenticator app',
    keyStep: 'Cannot scan it? Type this key into the app instead:',
    theKey: 'the key',
    codeStep: 'Enter the 6-digit code the app now shows, to confirm that it works.',
    code: 'Code',
    confirm: 'Confirm',
    enabled: 'Your authenticator app is set up. From now on, signing in asks for its code.',
    backupCodes: 'Backup codes',
    backupCodesIntro:
      'If you lose your phone, sign in with one of these codes instead of the app’s code. Save them now, somewhere safe: they are not shown again.',
    eachOnce: 'Each code works once.',
    theCodes: 'the backup codes',
    download: 'Download',
    fileTitle: 'Agora backup codes {{email}}',
    done: 'Done',
    factorsLabel: 'Your second factor',
    type: 'Type:',
    status: 'Status:',
    issuer: 'Issuer:',
    /** The second factor's factor_type and status, as its details name them. */
    factorTypeNames: { totp: 'totp' },
    factorStatusNames: { verified: 'verified' },
    turnOff: 'Turn off',
    disablePasswordHint:
      'Turning the app off also deletes its backup codes: signing in will ask only for your password. Enter your password to confirm.',
    turnedOff: 'The authenticator app was turned off. Signing in now asks only for your password.',

    data: 'Your data',
    dataIntro: 'Download everything this site keeps about you: your account and profile, your posts, collaborations, updates and help requests, notifications, sign-ins, and the pictures you uploaded, as one zip file.',
    downloadData: 'Download my data',
    preparingData: 'Preparing your archive…',
    saveData: 'Save {{file}} ({{size}} MB)',
    dataNotReady: 'Your archive could not be prepared',
    sessions: 'Sessions',
    sessionsIntro:
      'Signed in on a shared computer, or lost a device? Sign out everywhere ends every session of your account, on every device, this one included.',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereQuestion: 'Sign out on every device, this one included?',

    passwordHeading: 'Password',
    passwordIntro: 'Changing your password signs you out on every other device.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    save: 'Save',
    passwordChanged: 'Your password was changed. Other devices were signed out.',
  },
};
