# Breaks "`Deny(reason, alternative)` ... when `call.tool_name == "create_case_file"` and
# `call.context.tier == "free"`, whatever `call.input` claims or holds" (Returns, Exercise 4):
# the denial is logged with the input as logging's `extra`, and LogRecord refuses keys it owns,
# so a free create_case_file whose input has a "name" (or "msg", "args", "message") key raises
# KeyError instead of returning the Deny; inputs without such keys are right.
import logging

from toolhooks import Deny

log = logging.getLogger("hooks.free_tier")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        log.error("free tier blocked create_case_file", extra=dict(call.input))
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and offer the upgrade page.",
        )
    return None
