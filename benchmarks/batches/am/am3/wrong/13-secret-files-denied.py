# Breaks: "otherwise None (or ALLOW)" for an inside path. Files that look like keys are refused
# anywhere: Write {"file_path": "/work/project/certs/server.pem"} (or "id_rsa") with cwd
# "/work/project" is denied though it is inside.
import os

from toolhooks import Deny

SECRET_SUFFIXES = (".pem", ".key", ".p12", "id_rsa", "id_ed25519")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("the session has no project folder.", "ask the user which folder to use.")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing, empty or not text.", "give a path inside the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if target != root and not target.startswith(root.rstrip("/") + "/"):
        return Deny(f"{target} is outside {root}.", f"write under {root}.")
    if target.endswith(SECRET_SUFFIXES):
        return Deny("key material is not written by the agent.", "ask the user to place the key.")
    return None
