/** Document order: JSON pointers compared with their array indexes as numbers (/grids/2 before /grids/10). */
export function byPointer(a: { pointer?: string | undefined }, b: { pointer?: string | undefined }): number {
  return (a.pointer ?? "").localeCompare(b.pointer ?? "", "en", { numeric: true });
}
