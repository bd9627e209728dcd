# Right: functools.reduce over the hooks with the call as initial value (so an empty list returns
# that very call). Each step runs the next hook on the current call, in order, each listed hook
# once per place; a Deny (exact class) becomes the carried value and later steps skip their hooks,
# so it is returned as that very object; a Rewrite goes through the call's own with_input; None and
# ALLOW carry the call unchanged, so with no rewrite the very object comes back. No truth tests,
# no copies, no try: any exception propagates as it is.
from functools import reduce

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    def step(carried, hook):
        if type(carried) is Deny:
            return carried
        decision = hook(carried)
        if type(decision) is Deny:
            return decision
        if type(decision) is Rewrite:
            return carried.with_input(decision.new_input)
        return carried

    return reduce(step, hooks, call)
