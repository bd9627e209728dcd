# Right: one pass by index over the caller's list (left untouched), a match on each decision:
# a Deny is returned as the same object at once, a Rewrite replaces the call via with_input and
# is handed on, None and ALLOW (anything else too) go on; no try/except anywhere, so any
# exception leaves as raised; the untouched call object is returned when nothing rewrote it.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for position in range(len(hooks)):
        match hooks[position](call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass
    return call
