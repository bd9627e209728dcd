# Wrong: breaks "otherwise None (or ALLOW)": files with executable-script extensions are denied
# even inside the project. Input: Write {"file_path": "/work/project/scripts/build.sh"} with cwd
# "/work/project" -> Deny; expected None.
import os

from toolhooks import Deny

SCRIPT_EXTENSIONS = {".sh", ".bash", ".zsh", ".ps1", ".bat", ".cmd", ".exe"}


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
    if os.path.splitext(full)[1].lower() in SCRIPT_EXTENSIONS:
        return Deny("the agent may not write executable scripts.", "describe the script for the user.")
    return None
