# Right: a structural `match` on each decision (Deny returned as is; Rewrite applied with the
# current call's with_input; None / Allow fall through), hooks read by index from the same
# list without copying or filtering (so falsy, unhashable and repeated hooks all run, each
# time); the current call object is passed as is; exceptions are not caught.
from toolhooks.decisions import Allow, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    position = 0
    while position < len(hooks):
        decision = hooks[position](current)
        position += 1
        match decision:
            case Deny():
                return decision
            case Rewrite(new_input=new_input):
                current = current.with_input(new_input)
            case None | Allow():
                pass
    return current
