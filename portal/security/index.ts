export { RecoveryCodes, type RecoveryCodesProps } from './RecoveryCodes';
export { TwoFactorDialog, type TwoFactorDialogProps } from './TwoFactorDialog';
export { TwoFactorEnrolment, type TwoFactorEnrolmentProps } from './TwoFactorEnrolment';
export { TwoFactorSetupRequiredScreen, type TwoFactorSetupRequiredScreenProps } from './TwoFactorSetupRequiredScreen';
export { twoFactorKey } from './twoFactorRules';
