# Wrong: breaks "otherwise None (or ALLOW)": build files that run code on the next `make` or
# install (Makefile, pyproject.toml, setup.py) are denied inside the project too. Input: Edit
# {"file_path": "/work/project/Makefile"} with cwd "/work/project" -> Deny; expected None.
import os

from toolhooks import Deny

BUILD_FILES = {"Makefile", "GNUmakefile", "pyproject.toml", "setup.py", "setup.cfg", "noxfile.py"}


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
    if os.path.basename(full) in BUILD_FILES:
        return Deny("build files run code on the next build.", "propose the change to the user.")
    return None
