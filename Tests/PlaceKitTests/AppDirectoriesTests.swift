import Foundation
import PlaceKit
import Testing

/// Where files go: the app's own variable, then XDG (absolute paths only), then HOME.
struct AppDirectoriesTests {
  @Test func xdgFoldersWhenAbsoluteElseUnderHome() {
    let xdg = AppDirectories(environment: [
      "HOME": "/home/u", "XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "/s", "XDG_CONFIG_HOME": "/k",
    ])
    #expect(xdg.cacheFolder.path == "/c/placesearch")
    #expect(xdg.recentPlacesFile.path == "/s/placesearch/recent.json")
    #expect(xdg.configFile.path == "/k/placesearch/config.json")
    let relative = AppDirectories(environment: [
      "HOME": "/home/u", "XDG_CACHE_HOME": "c", "XDG_STATE_HOME": "s", "XDG_CONFIG_HOME": "",
    ])
    #expect(relative.cacheFolder.path == "/home/u/.cache/placesearch")
    #expect(relative.recentPlacesFile.path == "/home/u/.local/state/placesearch/recent.json")
    #expect(relative.configFile.path == "/home/u/.config/placesearch/config.json")
  }

  @Test func theCacheVariableWinsOverXDG() {
    let directories = AppDirectories(environment: ["PLACESEARCH_CACHE_DIR": "/tmp/idx", "XDG_CACHE_HOME": "/c"])
    #expect(directories.cacheFolder.path == "/tmp/idx")
  }
}
