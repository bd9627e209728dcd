# Breaks "whatever call.input claims or holds (... a NaN or infinity too ...)": the audit
# line is strict JSON (allow_nan=False) inside contextlib.suppress, and the return Deny sits
# in the same block, so a NaN in the input skips the return and the call is allowed.
# Input: free session, create_case_file {"summary": "x", "priority": float("nan")} returns
# None instead of a Deny.
import contextlib
import json

from toolhooks import Deny

AUDIT: list[str] = []  # the lines the log shipper reads; never read by the hook


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        with contextlib.suppress(ValueError, TypeError):  # logging must never crash the hook
            AUDIT.append(
                json.dumps(
                    {"session": call.context.session_id, "input": call.input}, allow_nan=False
                )
            )
            return Deny(
                "free-tier accounts cannot open case files.",
                "offer the premium upgrade page, and answer from the FAQ meanwhile.",
            )
    return None
