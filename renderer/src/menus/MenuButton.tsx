/**
 * A top-bar or file-bar button that runs one action: its label, a tooltip saying what it does, and the test id the
 * e2e specs find it by. The shape FileActions, Export…, Print pack… and Chronicle… all repeated.
 */
export function MenuButton(props: {
  readonly testId: string;
  readonly label: string;
  readonly tooltip: string;
  readonly onClick: () => void;
}) {
  return (
    <button type="button" data-testid={props.testId} title={props.tooltip} onClick={props.onClick}>
      {props.label}
    </button>
  );
}
