package demo

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxHeight
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.text.BasicText
import androidx.compose.material3.Surface
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

@Composable
fun Bar(progress: Float) {
    Column {
        BasicText("50%")
        Surface(modifier = Modifier.fillMaxWidth().height(4.dp), color = Color(0xFFEEEEEE)) {
            Box(Modifier.fillMaxWidth(progress).fillMaxHeight().background(Color(0xFF3366FF)))
        }
    }
}
