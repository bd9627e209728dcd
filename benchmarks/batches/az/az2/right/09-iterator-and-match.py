# Right: an explicit iterator over the hooks list (read, never changed), a match statement on
# class patterns: Deny() returns the decision object itself at once, Rewrite(new_input=...)
# replaces the current call with call.with_input(...), None/ALLOW fall through; each hook,
# duplicates included, is called with the current call object; no try/except, so any
# exception (KeyboardInterrupt, SystemExit too) leaves as it was raised.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    pending = iter(hooks)
    while (hook := next(pending, _END)) is not _END:
        match hook(current):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=replacement):
                current = current.with_input(replacement)
            case None:
                pass
            case verdict if verdict is ALLOW:
                pass
    return current


_END = object()
