# Breaks "a missing, empty or non-string `file_path`, or a session with no `cwd`, is denied
# too" (and notebook 07's silent catch): the check is wrapped so that any error lets the
# call through. Inputs: Write with no "cwd" attribute (KeyError), no file_path (KeyError),
# or file_path=b"/etc/passwd" (TypeError in join): each returns None; expected Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    try:
        cwd = call.context.attributes["cwd"]
        file_path = call.input["file_path"]
        if cwd == "" or file_path == "":
            return Deny("nothing to check the write against", "give a path inside the project")
        folder = os.path.normpath(cwd)
        target = os.path.normpath(os.path.join(folder, file_path))
        if target == folder or target.startswith(folder.rstrip("/") + "/"):
            return None
        return Deny(f"{target} is outside the project folder {folder}", f"write under {folder}")
    except Exception:
        return None  # a guard must never break the agent
