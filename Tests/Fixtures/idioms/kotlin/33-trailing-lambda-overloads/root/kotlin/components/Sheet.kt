package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column as StackColumn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Shape
import androidx.compose.ui.unit.dp

/** The project's own column (a different padding): `StackColumn` below is the library's. */
@Composable
fun Column(modifier: Modifier = Modifier, content: @Composable () -> Unit) {
    StackColumn(modifier.padding(2.dp)) { content() }
}

/** A sheet with a text title: the content-lambda overload draws it. */
@Composable
fun Sheet(title: String, modifier: Modifier = Modifier) {
    Sheet(title = { Text(title) }, modifier = modifier)
}

@Composable
fun Sheet(title: @Composable () -> Unit, modifier: Modifier = Modifier) {
    Tile(modifier) {
        StackColumn(Modifier.padding(16.dp)) { title() }
    }
}

/** A trailing lambda after one positional argument is the `content`, not the `shape`. */
@Composable
fun Tile(modifier: Modifier = Modifier, shape: Shape = RoundedCornerShape(12.dp), color: Color = Color(0xFFFFFFFF), content: @Composable () -> Unit) {
    Box(modifier.background(color, shape)) { content() }
}
