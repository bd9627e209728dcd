# Right: hooks run in list order on the current call (the very object); a Deny is returned as that
# object at once (match on the class, no copy); None and ALLOW fall through; a Rewrite replaces the
# current call by current.with_input(new_input) (the call's own method, so subclasses keep their
# class and extra behaviour). No try/except: every exception propagates untouched. With no rewrite
# the original call object comes back. hooks is only iterated, never changed.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    for hook in hooks:
        match hook(current):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                current = current.with_input(new_input)
            case None:
                pass
            case decision if decision is ALLOW:
                pass
    return current
