# Breaks Exercise 13: "by two threads at the same time: what a call returns comes from its own
# arguments alone (no module-level variable that a call writes and then reads)". Input: two
# threads at once, one Write "notes.txt" and one Write "/etc/passwd", cwd "/work/project": the
# outside call can read the other's target from the shared checker and return None.
import os

from toolhooks import Deny


class _Checker:
    folder = ""
    target = ""

    def load(self, folder, path):
        self.folder = os.path.normpath(folder)
        self.target = os.path.normpath(os.path.join(self.folder, path))

    def inside(self):
        return self.target == self.folder or self.target.startswith(self.folder.rstrip("/") + "/")


_CHECKER = _Checker()


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("this session has no project folder to check writes against",
                    "ask the user to start Claude Code inside the project folder")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check", "give file_path as a path inside the project")
    _CHECKER.load(folder, path)
    if _CHECKER.inside():
        return None
    return Deny(f"{path} is outside the project folder", f"write the file under {_CHECKER.folder}")
