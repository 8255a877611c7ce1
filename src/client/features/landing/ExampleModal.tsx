import type { WEBSITE_EXAMPLES } from '../../../shared/content/landing';
import { Dialog } from '../../ui/Dialog';

/** An example up close (spec part 1 §2 section 3): a large image, its text, and Build Similar Website. */
export function ExampleModal({
  example,
  image,
  onClose,
}: {
  example: (typeof WEBSITE_EXAMPLES)[number];
  image: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={example.title} wide>
      {image ? (
        <img
          className="example-modal-image"
          src={image}
          alt={`${example.title} website example`}
          width={1200}
          height={800}
        />
      ) : null}
      <p>{example.modalText}</p>
      {/* Kept in view at the bottom of the dialog, however tall the image and text are on a phone. */}
      <div className="dialog-actions example-modal-actions">
        {/* A full navigation, like the Pro plan flow: the wizard is its own bundle. */}
        <a href="/book/pro" className="btn btn-primary">
          Build Similar Website
        </a>
      </div>
    </Dialog>
  );
}
