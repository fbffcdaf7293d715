import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export type RunStepKey = 'choices' | 'preview' | 'publish' | 'send';

type RunStep = {
  key: RunStepKey;
  label: string;
};

/** A run's steps in order. Sending the published bills comes last. */
export const RUN_STEPS: readonly RunStep[] = [
  { key: 'choices', label: 'Period and flats' },
  { key: 'preview', label: 'Preview' },
  { key: 'publish', label: 'Publish' },
  { key: 'send', label: 'Send' },
];

type RunStepperProps = {
  active: RunStepKey;
  /** Steps that can be opened now (a new run has only its first). */
  canOpen: (step: RunStepKey) => boolean;
  isDone: (step: RunStepKey) => boolean;
  onOpen: (step: RunStepKey) => void;
  /** Labels under the icons: four steps fit a phone's width that way. */
  isPhone: boolean;
};

/** Where a run stands: each step done, open, or not possible yet; a step that can be opened is a button. */
export function RunStepper({ active, canOpen, isDone, onOpen, isPhone }: RunStepperProps) {
  const activeIndex = RUN_STEPS.findIndex((step) => step.key === active);
  return (
    <Stepper
      nonLinear
      activeStep={activeIndex}
      alternativeLabel={isPhone}
      aria-label="Billing run steps"
      sx={{
        mb: { xs: 3, md: 4 },
        '& .MuiStepLabel-label': { typography: 'body2' },
        '& .MuiStepLabel-label.Mui-active': { fontWeight: 700 },
      }}
    >
      {RUN_STEPS.map((step) => {
        const enabled = canOpen(step.key);
        return (
          <Step key={step.key} completed={isDone(step.key)} disabled={!enabled}>
            {enabled ? (
              <StepButton onClick={() => onOpen(step.key)}>{step.label}</StepButton>
            ) : (
              <StepLabel>{step.label}</StepLabel>
            )}
          </Step>
        );
      })}
    </Stepper>
  );
}
