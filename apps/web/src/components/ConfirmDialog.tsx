import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** The delete modals of the spec: a title, one sentence, Cancel and Delete. */
export function ConfirmDialog(props: { open: boolean; title: string; text: string; busy?: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-text" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onCancel}>Cancel</Button>
        <Button onClick={props.onConfirm} color="error" variant="contained" disabled={props.busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
