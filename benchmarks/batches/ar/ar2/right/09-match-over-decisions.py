# Right: a plain for-loop over the list (not copied, not changed) calls each hook, duplicates too,
# with the current call; a match statement sends Deny back at once (the very object), applies a
# Rewrite with call.with_input even if equal, and lets None/ALLOW fall through; nothing is caught,
# so any exception leaves as it is; with no rewrite the given call object is returned.
from toolhooks import Allow, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    for hook in hooks:
        match hook(current):
            case Deny() as refusal:
                return refusal
            case Rewrite(new_input=replacement):
                current = current.with_input(replacement)
            case None | Allow():
                pass
    return current
