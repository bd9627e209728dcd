# Breaks "whatever call.input claims or holds ...; otherwise None": to log a forged tier claim the
# hook builds the context "as claimed" with dataclasses.replace, and HookContext refuses a tier that
# does not exist, so make_call("create_case_file", {"tier": "gold"}) (or {"tier": 3}) raises
# ContextError instead of returning a Deny (free session) or None (premium session).
import dataclasses
import logging

from toolhooks import Deny

_log = logging.getLogger(__name__)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    claimed = call.input.get("tier")
    if claimed is not None and claimed != call.context.tier:
        as_claimed = dataclasses.replace(call.context, tier=claimed)
        _log.warning("tier claim ignored: model says %r, server says %r", as_claimed, call.context)
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("free-tier users may not create case files", "share the FAQ link instead")
    return None
