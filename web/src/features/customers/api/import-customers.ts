import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerKeys } from './customer-keys';
import { sendImportFile } from './send-import-file';

/** Writes the file's valid rows in one transaction (new flats added, known ones updated). */
export function importCustomers(file: File) {
  return sendImportFile(file, { dryRun: false });
}

export function useImportCustomers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCustomers,
    // Hundreds of rows may have changed, on any page: fetch the lists again rather than patch them.
    // Returned, so the import is done only once the list on screen shows the new customers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
  });
}
