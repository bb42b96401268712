// What the pages use from the lead forms. The dialogs and their form code are loaded the
// first time a dialog opens, so none of it is on the first load of '/'.
export { DemoDialogButton, LeadDialogButton, type LeadDialogButtonProps } from './LeadDialogButton.tsx';
export { ContactForm, type ContactFormProps } from './ContactForm.tsx';
