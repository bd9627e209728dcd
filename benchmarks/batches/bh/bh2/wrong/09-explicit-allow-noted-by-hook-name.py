# Breaks: "None and ALLOW go on to the next hook" for "every hook ... one with no __name__ too".
# Explicit ALLOWs are noted in a trail by hook.__name__ (None is "silence", not noted), so a
# nameless hook that returns ALLOW, e.g. functools.partial(tier_check, tier="premium") or a
# callable object, raises AttributeError instead of letting the chain go on.
import logging

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    allowed_by = []
    for hook in hooks:
        decision = hook(call)
        if decision is ALLOW:
            allowed_by.append(hook.__name__)
        elif isinstance(decision, Deny):
            return decision
        elif isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    logging.getLogger("run_chain").debug("explicitly allowed by %s", allowed_by)
    return call
