import { Field } from "@/components/ui/field";

/** A form's photos to send with it: several at once, from the phone's camera or its library. */
export function PhotosField({ id, label }: { id: string; label: string }) {
  return (
    <Field id={id} label={label}>
      {(describedBy) => (
        <input
          id={id}
          type="file"
          name="photos"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={describedBy}
          className="block w-full text-base text-slate-900"
        />
      )}
    </Field>
  );
}
