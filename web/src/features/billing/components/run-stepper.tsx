import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useText } from '../../../lib/text';
import { RUN_TEXT } from '../text/run-text';

export type RunStepKey = 'choices' | 'preview' | 'publish' | 'send';

/** A run's steps in order. Sending the published bills comes last. */
export const RUN_STEPS: readonly RunStepKey[] = ['choices', 'preview', 'publish', 'send'];

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
  const text = useText(RUN_TEXT);
  const activeIndex = RUN_STEPS.indexOf(active);
  return (
    <Stepper
      nonLinear
      activeStep={activeIndex}
      alternativeLabel={isPhone}
      aria-label={text.stepsLabel}
      sx={{
        mb: { xs: 3, md: 4 },
        '& .MuiStepLabel-label': { typography: 'body2' },
        '& .MuiStepLabel-label.Mui-active': { fontWeight: 700 },
      }}
    >
      {RUN_STEPS.map((step) => {
        const enabled = canOpen(step);
        return (
          <Step key={step} completed={isDone(step)} disabled={!enabled}>
            {enabled ? (
              <StepButton onClick={() => onOpen(step)}>{text.steps[step]}</StepButton>
            ) : (
              <StepLabel>{text.steps[step]}</StepLabel>
            )}
          </Step>
        );
      })}
    </Stepper>
  );
}
