# Right: an index loop passes the current call itself to each hook in order; `match` returns the first
# Deny object at once, applies each Rewrite via call.with_input (even an equal input), and lets None or
# anything else (ALLOW) go on; no try/except, so every exception propagates as the very object.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    position = 0
    while position < len(hooks):
        decision = hooks[position](call)
        position += 1
        match decision:
            case Deny():
                return decision
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass
    return call
