# Breaks "otherwise None" and "the tier comes from call.context.tier alone, not from ... attributes":
# for sessions with an org_id attribute the plan is re-checked with a billing sidecar on
# localhost, failing closed when unreachable (as on the grader: no service, no network). A premium
# session with attributes={"org_id": "org_7"} calling create_case_file is denied, not allowed.
import json
import os
import urllib.request

from toolhooks import Deny

BILLING_URL = os.environ.get("BILLING_URL", "http://127.0.0.1:8089/v1/orgs/{org}/plan")

_DENY = Deny(
    "free-tier accounts cannot open case files.",
    "offer the premium upgrade page and answer from the general FAQ meanwhile.",
)


def _org_plan(org_id):
    with urllib.request.urlopen(BILLING_URL.format(org=org_id), timeout=0.5) as answer:
        return json.load(answer)["plan"]


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    tier = call.context.tier
    org_id = call.context.attributes.get("org_id")
    if org_id is not None:
        try:
            tier = _org_plan(org_id)  # billing is the source of truth for organisations
        except Exception:
            return _DENY  # cannot verify the plan: fail closed
    return _DENY if tier == "free" else None
