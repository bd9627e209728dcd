# Wrong: breaks "every hook in it runs, in order" / "A hook listed twice runs twice, anew each time,
# at each of its places" (so once per place). A hook that rewrites is called a second time to read
# the new input: a counting rewrite hook in [counter] runs twice, and a hook whose second answer
# differs (e.g. a Rewrite then None) breaks with AttributeError.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(hook(call).new_input)
    return call
