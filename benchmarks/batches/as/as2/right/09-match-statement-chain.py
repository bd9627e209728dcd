# Right: a match on each decision: None or the Allow value continues, a Deny is returned as
# that very object (later hooks never run), a Rewrite rebinds call to call.with_input(its
# new_input) as given, so later hooks get the current call itself. Nothing is caught, copied,
# reordered or skipped; with no Rewrite the very call passed in comes back.
from toolhooks import ALLOW, Allow, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    for hook in hooks:
        match hook(current):
            case None | Allow():
                pass
            case Deny() as refusal:
                return refusal
            case Rewrite(new_input=replacement):
                current = current.with_input(replacement)
    return current
