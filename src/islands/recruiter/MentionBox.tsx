import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

import { announce } from '../../client/browser/announce';
import { NOTE_MAX, type TeamMember } from '../../contract';
import { TextAreaField } from '../ui';

/** Colleagues offered at once; typing more letters narrows them. */
const OFFERED_MAX = 8;
/** Longer than any name someone would type after @: past it, the @ is not a mention being typed. */
const QUERY_MAX = 40;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** The `@` being typed before the caret and the letters after it, or null (an email address is none). */
function queryAt(value: string, caret: number): { start: number; text: string } | null {
  const before = value.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start === -1 || (start > 0 && WORD_CHARACTER.test(before[start - 1]!))) return null;
  const text = before.slice(start + 1);
  return text.length > QUERY_MAX || /[\n@]/.test(text) ? null : { start, text };
}

/**
 * Members whose name, or a word of it, begins with what was typed. Not trimmed: the space after a
 * picked `@Full Name ` ends the offer.
 */
function matching(colleagues: TeamMember[], text: string): TeamMember[] {
  const q = text.toLocaleLowerCase();
  return colleagues
    .filter((c) => {
      const name = c.fullName.toLocaleLowerCase();
      return name.startsWith(q) || name.split(/\s+/).some((word) => word.startsWith(q));
    })
    .slice(0, OFFERED_MAX);
}

/**
 * The note's text box, where `@` offers the company's members as you type: the text box keeps
 * focus and points at the highlighted one (aria-activedescendant); ArrowUp/Down move, Enter or Tab
 * writes `@Full Name`, Escape closes the list. The mention in the text is what notifies.
 */
export function MentionBox({
  value,
  onChange,
  colleagues,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  colleagues: TeamMember[];
  error: string | null;
}) {
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  // The @ whose list Escape closed: it stays closed until another @ is typed.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [placeCaret, setPlaceCaret] = useState<number | null>(null);

  const query = queryAt(value, caret);
  const options = focused && query && query.start !== dismissed ? matching(colleagues, query.text) : [];
  const open = options.length > 0;
  const current = options[Math.min(active, options.length - 1)];

  const count = open ? options.length : 0;
  useEffect(() => {
    if (count > 0)
      announce(
        `${count} ${count === 1 ? 'colleague matches' : 'colleagues match'}. Up and down arrows to choose, Enter to mention.`,
      );
  }, [count]);

  useLayoutEffect(() => {
    if (placeCaret === null || !box.current) return;
    box.current.setSelectionRange(placeCaret, placeCaret);
    setCaret(placeCaret);
    setPlaceCaret(null);
  }, [placeCaret]);

  const follow = (el: HTMLTextAreaElement) => setCaret(el.selectionStart);

  function pick(member: TeamMember) {
    if (!query) return;
    const mention = `@${member.fullName} `;
    onChange(value.slice(0, query.start) + mention + value.slice(caret));
    setPlaceCaret(query.start + mention.length);
    setActive(0);
    announce(`${member.fullName} will be notified when you add the note.`);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open || !current) return;
    const move = (by: number) =>
      setActive((i) => (Math.min(i, options.length - 1) + by + options.length) % options.length);
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Enter' || e.key === 'Tab') pick(current);
    else if (e.key === 'Escape') setDismissed(query!.start);
    else return;
    // The list's keys are the list's: not a new line, a Tab away, or the panel's Escape.
    e.preventDefault();
    e.stopPropagation();
  }

  return (
    <div className="mention-box">
      <TextAreaField
        ref={box}
        label="Add a private note"
        hint="Type @ to mention a colleague: they are notified when you add the note."
        rows={3}
        maxLength={NOTE_MAX}
        value={value}
        error={error}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && current ? `${listId}-${current.id}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          follow(e.target);
          setActive(0);
          const typed = queryAt(e.target.value, e.target.selectionStart);
          // A new @ (or the one Escape closed, typed again) offers colleagues again.
          if (typed?.start !== dismissed || typed.text === '') setDismissed(null);
        }}
        onSelect={(e) => follow(e.currentTarget)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {open && (
        <ul className="mention-list" id={listId} role="listbox" aria-label="Colleagues to mention">
          {options.map((m) => (
            <li
              key={m.id}
              id={`${listId}-${m.id}`}
              role="option"
              aria-selected={m === current}
              className="mention-option"
              // A click picks without taking focus from the text box.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(m);
              }}
            >
              <span className="mention-name">{m.fullName}</span> <span className="muted small">{m.email}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
