# Breaks "every hook in it runs ..., given the current call itself" for a hook that is a
# functools.partial: it is unwrapped to .func (to name it in the trace) and that bare
# function is called without the partial's arguments. Input: def cap(limit, call):
# return Deny("over") if call.input["amount_eur"] > limit else None;
# run_chain([functools.partial(cap, 100)], call) -> TypeError instead of the Deny.
import functools

from toolhooks import ALLOW, Deny, Rewrite

TRACE = []


def run_chain(hooks, call):
    for hook in hooks:
        fn = hook.func if isinstance(hook, functools.partial) else hook
        TRACE.append(getattr(fn, "__qualname__", type(fn).__name__))
        decision = fn(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
