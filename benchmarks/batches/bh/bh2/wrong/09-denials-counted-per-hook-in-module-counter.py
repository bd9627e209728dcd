# Breaks: "Return the first Deny" for "every hook ... an unhashable one too". Denials are counted
# per hook in a module-level Counter keyed by the hook object; a denying hook that is unhashable
# (an instance of @dataclass class Limit with __call__, eq=True so __hash__ is None) raises
# TypeError: unhashable type instead of the Deny coming back. Allowing ones are never counted.
from collections import Counter

from toolhooks import Deny, Rewrite

DENIALS = Counter()


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            DENIALS[hook] += 1
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
