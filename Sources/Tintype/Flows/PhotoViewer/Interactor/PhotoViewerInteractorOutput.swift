/// Module is responsible for a post's photos one at a time, as large as the terminal allows.
@MainActor
protocol PhotoViewerInteractorOutput: PhotoArrivalReceiver, OriginalOpeningReceiver {}
