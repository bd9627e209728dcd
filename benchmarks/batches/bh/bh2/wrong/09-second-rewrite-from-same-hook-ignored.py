# Breaks: "A hook listed twice runs twice, anew each time, at each of its places" and "A Rewrite
# applies as given ..., however many there are". As a loop guard, a hook's Rewrite is applied only
# the first time that hook rewrites: hooks [bump, bump] where bump returns
# Rewrite({**call.input, "n": call.input["n"] + 1}) turn n=0 into n=1, not n=2.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    rewriters = []
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            if any(seen is hook for seen in rewriters):
                continue  # the same hook rewriting again: stop rewrite loops
            rewriters.append(hook)
            call = call.with_input(decision.new_input)
    return call
