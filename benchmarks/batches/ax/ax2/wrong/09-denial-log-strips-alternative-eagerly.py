# Breaks: "A `Deny` with no alternative (`None`) or a blank one is returned as it is." The denial
# log line builds its arguments eagerly with deny.alternative.strip(), which raises AttributeError
# when the alternative is None. Input: hooks=[lambda c: Deny("free tier")]: AttributeError instead
# of the Deny.
import logging

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

logger = logging.getLogger("toolhooks.chain")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for position, hook in enumerate(hooks):
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            logger.info("call %s denied at hook #%d: %s (alternative: %s)", call.tool_use_id,
                        position, decision.reason, decision.alternative.strip() or "-")
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
