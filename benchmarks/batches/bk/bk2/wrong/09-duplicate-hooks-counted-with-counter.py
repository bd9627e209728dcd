# Wrong: "every hook in it runs ... an unhashable one too". To log hooks listed twice (they still run
# twice), the chain first counts them with collections.Counter, which hashes each hook: a hook that is
# an instance of a class defining __eq__ and __call__ but no __hash__ (e.g. a plain @dataclass with a
# __call__) makes run_chain raise TypeError: unhashable type before any hook runs.
import logging
from collections import Counter

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_log = logging.getLogger(__name__)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    repeated = [hook for hook, times in Counter(hooks).items() if times > 1]
    if repeated:
        _log.debug("hooks listed more than once: %d", len(repeated))
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
