# Wrong: breaks "otherwise None (or ALLOW)" for paths inside the folder: writes into the project's
# virtualenv are denied (the hook's own interpreter lives there). Input: Write file_path
# "/work/project/.venv/lib/python3.11/site-packages/x.py", cwd "/work/project" -> Deny; expected None.
import os

from toolhooks import Deny

PROTECTED = {".venv", "venv"}


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "restart in the project folder.")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text.", "pass file_path inside the project.")
    root = os.path.normpath(folder)
    full = os.path.normpath(os.path.join(root, path))
    if not (full == root or full.startswith(root.rstrip("/") + "/")):
        return Deny(f"{path!r} is outside the project folder.", "write inside the project folder.")
    inside = os.path.relpath(full, root).split(os.sep)
    if PROTECTED.intersection(inside):
        return Deny("the project's virtualenv runs these hooks; it is not for the agent to change.",
                    "change pyproject.toml and let the user reinstall.")
    return None
